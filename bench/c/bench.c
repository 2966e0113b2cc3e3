/*
 * The scalar C anchor of the benchmark: the same four workloads (read from the binary
 * file the JavaScript side writes), the same semantics on them (a segment, not a ray;
 * closed shapes; a start inside is a miss, a start on the surface hits only heading in;
 * the nearest contact's t, point and normal, written to arrays as the batch API does),
 * written as a competent C programmer would: plain doubles, no checks of the inputs, no
 * rescaling for magnitudes near 1e±100 and no double-double path near a tangency (the
 * library's safety nets; they never trigger on these workloads, but the library pays for
 * their guards). Compiled with -O3 by bench/run.ts; prints one line per workload:
 *   W<k> <median ns/query> <hits> <checksum>
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* The entry t of segment A->B into the closed ball (S, r), or -1 (as sphereEntry). */
static inline double sphere_entry(double Ax, double Ay, double Az, double Bx, double By, double Bz, double Sx,
                                  double Sy, double Sz, double r) {
  double ABx = Bx - Ax, ABy = By - Ay, ABz = Bz - Az;
  if (ABx == 0 && ABy == 0 && ABz == 0) return -1;
  double ASx = Sx - Ax, ASy = Sy - Ay, ASz = Sz - Az;
  double BSx = Sx - Bx, BSy = Sy - By, BSz = Sz - Bz;
  double ab2 = ABx * ABx + ABy * ABy + ABz * ABz;
  double b = ABx * ASx + ABy * ASy + ABz * ASz;
  double c = ASx * ASx + ASy * ASy + ASz * ASz - r * r;
  if (c < 0 || b <= 0) return -1; /* inside, or not heading towards S */
  double e = BSx * BSx + BSy * BSy + BSz * BSz - r * r;
  double Xx = ABy * ASz - ABz * ASy, Xy = ABz * ASx - ABx * ASz, Xz = ABx * ASy - ABy * ASx;
  double h2 = ab2 * r * r - (Xx * Xx + Xy * Xy + Xz * Xz);
  double bEnd = ABx * BSx + ABy * BSy + ABz * BSz;
  if (e > 0 && (h2 < 0 || bEnd >= 0)) return -1;
  double t = c / (b + sqrt(h2 > 0 ? h2 : 0));
  double tc = b / ab2;
  if (tc < t) t = tc;
  return t < 1 ? t : 1;
}

/* (x, y, z)/|(x, y, z)| into n; 0 for the zero vector. */
static inline int unit(double *n, double x, double y, double z) {
  double s = x * x + y * y + z * z;
  if (s == 0) return 0;
  double len = sqrt(s);
  n[0] = x / len;
  n[1] = y / len;
  n[2] = z / len;
  return 1;
}

static int w1(int n, const double *seg, const double *sph, double *T, double *P, double *N) {
  int hits = 0;
  for (int i = 0; i < n; i++) {
    const double *a = seg + 6 * i, *s = sph + 4 * i;
    double t = sphere_entry(a[0], a[1], a[2], a[3], a[4], a[5], s[0], s[1], s[2], s[3]);
    T[i] = t;
    if (t < 0) continue;
    hits++;
    double ABx = a[3] - a[0], ABy = a[4] - a[1], ABz = a[5] - a[2];
    double Dx = a[0] + t * ABx, Dy = a[1] + t * ABy, Dz = a[2] + t * ABz;
    P[3 * i] = Dx;
    P[3 * i + 1] = Dy;
    P[3 * i + 2] = Dz;
    if (!(s[3] > 0 && unit(N + 3 * i, Dx - s[0], Dy - s[1], Dz - s[2]))) unit(N + 3 * i, -ABx, -ABy, -ABz);
  }
  return hits;
}

static int w3(int n, const double *seg, double radius, const double *tg, double *T, double *P, double *N,
              double *C) {
  int hits = 0;
  for (int i = 0; i < n; i++) {
    const double *a = seg + 6 * i, *s = tg + 4 * i;
    double R = radius + s[3];
    double t = sphere_entry(a[0], a[1], a[2], a[3], a[4], a[5], s[0], s[1], s[2], R);
    T[i] = t;
    if (t < 0) continue;
    hits++;
    double ABx = a[3] - a[0], ABy = a[4] - a[1], ABz = a[5] - a[2];
    double Cx = a[0] + t * ABx, Cy = a[1] + t * ABy, Cz = a[2] + t * ABz;
    double k = R > 0 ? radius / R : 0;
    P[3 * i] = Cx + (s[0] - Cx) * k;
    P[3 * i + 1] = Cy + (s[1] - Cy) * k;
    P[3 * i + 2] = Cz + (s[2] - Cz) * k;
    if (!(R > 0 && unit(N + 3 * i, Cx - s[0], Cy - s[1], Cz - s[2]))) unit(N + 3 * i, -ABx, -ABy, -ABz);
    C[3 * i] = Cx;
    C[3 * i + 1] = Cy;
    C[3 * i + 2] = Cz;
  }
  return hits;
}

static inline double clampd(double v, double lo, double hi) { return v < lo ? lo : v > hi ? hi : v; }

/* Slab method with the contract's rules (as boxEntry): closed box, ties to the first axis. */
static int w2(int n, const double *seg, const double *box, double *T, double *P, double *N) {
  int hits = 0;
  for (int i = 0; i < n; i++) {
    const double *a = seg + 6 * i, *bx = box + 6 * i;
    double A[3] = {a[0], a[1], a[2]};
    double AB[3] = {a[3] - a[0], a[4] - a[1], a[5] - a[2]};
    T[i] = -1;
    if (AB[0] == 0 && AB[1] == 0 && AB[2] == 0) continue;
    double tEnter = -INFINITY, tExit = INFINITY, dEnter = 0;
    int axis = 0, along = 0, out = 0;
    for (int k = 0; k < 3; k++) {
      double lo = bx[k], hi = bx[k + 3], d = AB[k];
      if (d == 0) {
        if (A[k] < lo || A[k] > hi) { out = 1; break; }
        if (lo < hi && (A[k] == lo || A[k] == hi)) along = 1;
        continue;
      }
      double tLo = (lo - A[k]) / d, tHi = (hi - A[k]) / d;
      double tNear = d > 0 ? tLo : tHi, tFar = d > 0 ? tHi : tLo;
      if (tNear > tEnter) { tEnter = tNear; axis = k; dEnter = d; }
      if (tFar < tExit) tExit = tFar;
    }
    if (out || tEnter > tExit || tEnter > 1 || tExit < 0 || tEnter < 0) continue;
    if (tEnter == 0 && (tExit == 0 || along)) continue;
    double t = tEnter > 0 ? tEnter : 0;
    T[i] = t;
    hits++;
    for (int k = 0; k < 3; k++) {
      P[3 * i + k] = k == axis ? (dEnter > 0 ? bx[k] : bx[k + 3]) : clampd(A[k] + t * AB[k], bx[k], bx[k + 3]);
      N[3 * i + k] = k == axis ? (dEnter > 0 ? -1 : 1) : 0;
    }
  }
  return hits;
}

static int w4(int n, const double *sph, const double *box, unsigned char *out) {
  int count = 0;
  for (int i = 0; i < n; i++) {
    const double *s = sph + 4 * i, *b = box + 6 * i;
    double dx = clampd(s[0], b[0], b[3]) - s[0];
    double dy = clampd(s[1], b[1], b[4]) - s[1];
    double dz = clampd(s[2], b[2], b[5]) - s[2];
    int hit = dx * dx + dy * dy + dz * dz <= s[3] * s[3];
    out[i] = (unsigned char)hit;
    count += hit;
  }
  return count;
}

static double checksum(int n, const double *T, const double *P, const double *N, const double *C) {
  double sum = 0;
  for (int i = 0; i < n; i++)
    if (T[i] >= 0) sum += T[i] + P[3 * i] + N[3 * i] + (C ? C[3 * i] : 0);
  return sum;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: bench <workloads.bin>\n");
    return 2;
  }
  FILE *f = fopen(argv[1], "rb");
  if (!f) {
    perror(argv[1]);
    return 2;
  }
  double head[4];
  if (fread(head, sizeof head, 1, f) != 1) return 2;
  int n = (int)head[0], warm = (int)head[1], reps = (int)head[2];
  double radius = head[3];
  size_t sizes[8] = {6, 4, 6, 6, 6, 4, 4, 6};
  double *arr[8];
  for (int k = 0; k < 8; k++) {
    arr[k] = malloc(sizeof(double) * sizes[k] * n);
    if (fread(arr[k], sizeof(double) * sizes[k], n, f) != (size_t)n) return 2;
  }
  fclose(f);
  double *T = malloc(sizeof(double) * n), *P = malloc(sizeof(double) * 3 * n);
  double *N = malloc(sizeof(double) * 3 * n), *C = malloc(sizeof(double) * 3 * n);
  unsigned char *flags = malloc(n);
  double *times = malloc(sizeof(double) * reps);

  for (int w = 1; w <= 4; w++) {
    int hits = 0;
    for (int r = -warm; r < reps; r++) {
      double t0 = now_ns();
      if (w == 1) hits = w1(n, arr[0], arr[1], T, P, N);
      else if (w == 2) hits = w2(n, arr[2], arr[3], T, P, N);
      else if (w == 3) hits = w3(n, arr[4], radius, arr[5], T, P, N, C);
      else hits = w4(n, arr[6], arr[7], flags);
      double t1 = now_ns();
      if (r >= 0) times[r] = (t1 - t0) / n;
    }
    qsort(times, reps, sizeof(double), cmp);
    double sum = w == 4 ? hits : checksum(n, T, P, N, w == 3 ? C : NULL);
    printf("W%d %.4f %d %.17g\n", w, times[reps / 2], hits, sum);
  }
  return 0;
}
