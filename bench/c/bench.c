/*
 * The scalar C anchor of the benchmark: the same workloads (read from the binary file the
 * JavaScript side writes), the same semantics on them (a segment, not a ray; closed
 * shapes; a start inside is a miss, a start on the surface hits only heading in; thin
 * shapes two-sided; the nearest contact's t, point and normal, written to arrays as the
 * batch API does),
 * written as a competent C programmer would: plain doubles, no checks of the inputs, no
 * rescaling for magnitudes near 1e±100 and no double-double path near a tangency (the
 * library's safety nets; they never trigger on these workloads, but the library pays for
 * their guards). Compiled with -O3 by bench/run.ts; prints one line per workload:
 *   <id> <median ns/query> <hits> <checksum>
 * (wall-clock time; thread CPU time with a second argument "cpu").
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static clockid_t clock_id = CLOCK_MONOTONIC; /* CLOCK_THREAD_CPUTIME_ID with "cpu" (BENCH_CLOCK=cpu) */

static double now_ns(void) {
  struct timespec ts;
  clock_gettime(clock_id, &ts);
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

/* Segment a (A then B) against sphere s (center, radius): t into *T, point and normal into P, N on a hit. */
static inline int ray_sphere(const double *a, const double *s, double *T, double *P, double *N) {
  double t = sphere_entry(a[0], a[1], a[2], a[3], a[4], a[5], s[0], s[1], s[2], s[3]);
  *T = t;
  if (t < 0) return 0;
  double ABx = a[3] - a[0], ABy = a[4] - a[1], ABz = a[5] - a[2];
  double Dx = a[0] + t * ABx, Dy = a[1] + t * ABy, Dz = a[2] + t * ABz;
  P[0] = Dx;
  P[1] = Dy;
  P[2] = Dz;
  if (!(s[3] > 0 && unit(N, Dx - s[0], Dy - s[1], Dz - s[2]))) unit(N, -ABx, -ABy, -ABz);
  return 1;
}

static int w1(int n, const double *seg, const double *sph, double *T, double *P, double *N) {
  int hits = 0;
  for (int i = 0; i < n; i++) hits += ray_sphere(seg + 6 * i, sph + 4 * i, T + i, P + 3 * i, N + 3 * i);
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
static inline int ray_box(const double *a, const double *bx, double *T, double *P, double *N) {
  double A[3] = {a[0], a[1], a[2]};
  double AB[3] = {a[3] - a[0], a[4] - a[1], a[5] - a[2]};
  *T = -1;
  if (AB[0] == 0 && AB[1] == 0 && AB[2] == 0) return 0;
  double tEnter = -INFINITY, tExit = INFINITY, dEnter = 0;
  int axis = 0, along = 0;
  for (int k = 0; k < 3; k++) {
    double lo = bx[k], hi = bx[k + 3], d = AB[k];
    if (d == 0) {
      if (A[k] < lo || A[k] > hi) return 0;
      if (lo < hi && (A[k] == lo || A[k] == hi)) along = 1;
      continue;
    }
    double tLo = (lo - A[k]) / d, tHi = (hi - A[k]) / d;
    double tNear = d > 0 ? tLo : tHi, tFar = d > 0 ? tHi : tLo;
    if (tNear > tEnter) { tEnter = tNear; axis = k; dEnter = d; }
    if (tFar < tExit) tExit = tFar;
  }
  if (tEnter > tExit || tEnter > 1 || tExit < 0 || tEnter < 0) return 0;
  if (tEnter == 0 && (tExit == 0 || along)) return 0;
  double t = tEnter > 0 ? tEnter : 0;
  *T = t;
  for (int k = 0; k < 3; k++) {
    P[k] = k == axis ? (dEnter > 0 ? bx[k] : bx[k + 3]) : clampd(A[k] + t * AB[k], bx[k], bx[k + 3]);
    N[k] = k == axis ? (dEnter > 0 ? -1 : 1) : 0;
  }
  return 1;
}

static int w2(int n, const double *seg, const double *box, double *T, double *P, double *N) {
  int hits = 0;
  for (int i = 0; i < n; i++) hits += ray_box(seg + 6 * i, box + 6 * i, T + i, P + 3 * i, N + 3 * i);
  return hits;
}

/*
 * P1, picking: every segment against every object (kind[j] 0: the next sphere, 1: the next
 * box), object by object as the batch API is called, results for object j at j*m.
 */
static int p1(int m, int o, const double *seg, const double *kind, const double *sph, const double *box, double *T,
              double *P, double *N) {
  int hits = 0, si = 0, bi = 0;
  for (int j = 0; j < o; j++) {
    double *Tj = T + (size_t)j * m, *Pj = P + (size_t)3 * j * m, *Nj = N + (size_t)3 * j * m;
    if (kind[j] == 0) {
      const double *s = sph + 4 * si++;
      for (int i = 0; i < m; i++) hits += ray_sphere(seg + 6 * i, s, Tj + i, Pj + 3 * i, Nj + 3 * i);
    } else {
      const double *b = box + 6 * bi++;
      for (int i = 0; i < m; i++) hits += ray_box(seg + 6 * i, b, Tj + i, Pj + 3 * i, Nj + 3 * i);
    }
  }
  return hits;
}

/*
 * W5, segment vs triangle (Moller-Trumbore, two-sided, closed: edges count; parallel and
 * degenerate: a miss); the normal is the triangle's, turned against the motion.
 */
static int w5(int n, const double *seg, const double *tri, double *T, double *P, double *N) {
  int hits = 0;
  for (int i = 0; i < n; i++) {
    const double *a = seg + 6 * i, *v = tri + 9 * i;
    T[i] = -1;
    double ABx = a[3] - a[0], ABy = a[4] - a[1], ABz = a[5] - a[2];
    double e1x = v[3] - v[0], e1y = v[4] - v[1], e1z = v[5] - v[2];
    double e2x = v[6] - v[0], e2y = v[7] - v[1], e2z = v[8] - v[2];
    double px = ABy * e2z - ABz * e2y, py = ABz * e2x - ABx * e2z, pz = ABx * e2y - ABy * e2x;
    double det = e1x * px + e1y * py + e1z * pz;
    if (det == 0) continue;
    double inv = 1 / det;
    double sx = a[0] - v[0], sy = a[1] - v[1], sz = a[2] - v[2];
    double u = (sx * px + sy * py + sz * pz) * inv;
    if (u < 0 || u > 1) continue;
    double qx = sy * e1z - sz * e1y, qy = sz * e1x - sx * e1z, qz = sx * e1y - sy * e1x;
    double w = (ABx * qx + ABy * qy + ABz * qz) * inv;
    if (w < 0 || u + w > 1) continue;
    double t = (e2x * qx + e2y * qy + e2z * qz) * inv;
    if (t < 0 || t > 1) continue;
    T[i] = t;
    hits++;
    P[3 * i] = a[0] + t * ABx;
    P[3 * i + 1] = a[1] + t * ABy;
    P[3 * i + 2] = a[2] + t * ABz;
    double nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
    double k = nx * ABx + ny * ABy + nz * ABz > 0 ? -1 : 1;
    unit(N + 3 * i, k * nx, k * ny, k * nz);
  }
  return hits;
}

/* W6, segment vs plane n.p + d = 0 (two-sided; parallel: a miss; a start on it: t = 0). */
static int w6(int n, const double *seg, const double *pl, double *T, double *P, double *N) {
  int hits = 0;
  for (int i = 0; i < n; i++) {
    const double *a = seg + 6 * i, *q = pl + 4 * i;
    T[i] = -1;
    double ABx = a[3] - a[0], ABy = a[4] - a[1], ABz = a[5] - a[2];
    double denom = q[0] * ABx + q[1] * ABy + q[2] * ABz;
    if (denom == 0) continue;
    double t = -(q[0] * a[0] + q[1] * a[1] + q[2] * a[2] + q[3]) / denom;
    if (t < 0 || t > 1) continue;
    T[i] = t;
    hits++;
    P[3 * i] = a[0] + t * ABx;
    P[3 * i + 1] = a[1] + t * ABy;
    P[3 * i + 2] = a[2] + t * ABz;
    double k = denom > 0 ? -1 : 1;
    unit(N + 3 * i, k * q[0], k * q[1], k * q[2]);
  }
  return hits;
}

/*
 * The t at which segment a enters the capsule of radius r around the box edge from c
 * (a corner) along axis k for length len, or -1: its side (the circle in the other two
 * axes, entered from outside, within the edge's extent) or an end sphere.
 */
static inline double edge_entry(const double *a, const double *c, int k, double len, double r) {
  int i = (k + 1) % 3, j = (k + 2) % 3;
  double AB[3] = {a[3] - a[0], a[4] - a[1], a[5] - a[2]};
  double best = -1;
  double dx = a[i] - c[i], dy = a[j] - c[j], Dx = AB[i], Dy = AB[j];
  double qa = Dx * Dx + Dy * Dy, qb = dx * Dx + dy * Dy, qc = dx * dx + dy * dy - r * r;
  if (qa > 0 && qc >= 0 && qb < 0) {
    double disc = qb * qb - qa * qc;
    if (disc >= 0) {
      double t = qc / (-qb + sqrt(disc));
      double s = a[k] + t * AB[k] - c[k];
      if (t <= 1 && s >= 0 && s <= len) best = t;
    }
  }
  for (int end = 0; end < 2; end++) {
    double e[3] = {c[0], c[1], c[2]};
    e[k] += end * len;
    double t = sphere_entry(a[0], a[1], a[2], a[3], a[4], a[5], e[0], e[1], e[2], r);
    if (t >= 0 && (best < 0 || t < best)) best = t;
  }
  return best;
}

/*
 * W7, sphere cast vs box (Ericson, Real-Time Collision Detection 5.5.7): the center
 * against the box grown by r; where it enters that box beside an edge or a corner, against
 * the capsules of the edges there. A start overlapping the box is a miss. The point is the
 * box's point nearest the center at contact, the normal (center - point)/r.
 */
static int w7(int n, const double *seg, double r, const double *box, double *T, double *P, double *N, double *C) {
  int hits = 0;
  for (int i = 0; i < n; i++) {
    const double *a = seg + 6 * i, *b = box + 6 * i;
    T[i] = -1;
    double AB[3] = {a[3] - a[0], a[4] - a[1], a[5] - a[2]};
    double d2 = 0;
    for (int k = 0; k < 3; k++) {
      double d = clampd(a[k], b[k], b[k + 3]) - a[k];
      d2 += d * d;
    }
    if (d2 < r * r) continue;
    double tEnter = 0, tExit = 1;
    int out = 0;
    for (int k = 0; k < 3; k++) {
      double lo = b[k] - r, hi = b[k + 3] + r;
      if (AB[k] == 0) {
        if (a[k] < lo || a[k] > hi) out = 1;
        continue;
      }
      double tLo = (lo - a[k]) / AB[k], tHi = (hi - a[k]) / AB[k];
      if (tLo > tHi) { double x = tLo; tLo = tHi; tHi = x; }
      if (tLo > tEnter) tEnter = tLo;
      if (tHi < tExit) tExit = tHi;
    }
    if (out || tEnter > tExit) continue;
    double c[3];
    int outside = 0, sides = 0;
    for (int k = 0; k < 3; k++) {
      double p = a[k] + tEnter * AB[k];
      if (p < b[k]) { outside++; c[k] = b[k]; }
      else if (p > b[k + 3]) { outside++; sides |= 1 << k; c[k] = b[k + 3]; }
      else c[k] = b[k];
    }
    double t = tEnter;
    if (outside >= 2) {
      t = -1;
      for (int k = 0; k < 3; k++) {
        double p = a[k] + tEnter * AB[k];
        if (outside == 2 && p >= b[k] && p <= b[k + 3]) {
          t = edge_entry(a, c, k, b[k + 3] - b[k], r); /* the edge along k */
        } else if (outside == 3) {
          double e[3] = {c[0], c[1], c[2]};
          double len = b[k + 3] - b[k];
          if (sides & (1 << k)) e[k] -= len; /* the edge along k from its min end */
          double tk = edge_entry(a, e, k, len, r);
          if (tk >= 0 && (t < 0 || tk < t)) t = tk;
        }
      }
      if (t < 0) continue;
    }
    T[i] = t;
    hits++;
    for (int k = 0; k < 3; k++) {
      double Ck = a[k] + t * AB[k];
      double Pk = clampd(Ck, b[k], b[k + 3]);
      C[3 * i + k] = Ck;
      P[3 * i + k] = Pk;
      N[3 * i + k] = (Ck - Pk) / r;
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
  if (argc > 2 && strcmp(argv[2], "cpu") == 0) clock_id = CLOCK_THREAD_CPUTIME_ID;
  FILE *f = fopen(argv[1], "rb");
  if (!f) {
    perror(argv[1]);
    return 2;
  }
  double head[8];
  if (fread(head, sizeof head, 1, f) != 1) return 2;
  int n = (int)head[0], warm = (int)head[1], reps = (int)head[2];
  double radius = head[3];
  int m = (int)head[4], o = (int)head[5], ps = (int)head[6], pb = (int)head[7];
  /* W1..W4, P1 (segments, kinds, spheres, boxes), W5, W6, W7: doubles per record, records. */
  size_t sizes[18] = {6, 4, 6, 6, 6, 4, 4, 6, 6, 1, 4, 6, 6, 9, 6, 4, 6, 6};
  size_t counts[18] = {n, n, n, n, n, n, n, n, m, o, ps, pb, n, n, n, n, n, n};
  double *arr[18];
  for (int k = 0; k < 18; k++) {
    arr[k] = malloc(sizeof(double) * sizes[k] * (counts[k] ? counts[k] : 1));
    if (fread(arr[k], sizeof(double) * sizes[k], counts[k], f) != counts[k]) return 2;
  }
  fclose(f);
  size_t most = (size_t)m * o > (size_t)n ? (size_t)m * o : (size_t)n;
  double *T = malloc(sizeof(double) * most), *P = malloc(sizeof(double) * 3 * most);
  double *N = malloc(sizeof(double) * 3 * most), *C = malloc(sizeof(double) * 3 * most);
  unsigned char *flags = malloc(n);
  double *times = malloc(sizeof(double) * reps);

  const char *ids[8] = {"W1", "W2", "W3", "W4", "P1", "W5", "W6", "W7"};
  for (int w = 0; w < 8; w++) {
    int hits = 0;
    int queries = w == 4 ? m * o : n;
    for (int r = -warm; r < reps; r++) {
      double t0 = now_ns();
      if (w == 0) hits = w1(n, arr[0], arr[1], T, P, N);
      else if (w == 1) hits = w2(n, arr[2], arr[3], T, P, N);
      else if (w == 2) hits = w3(n, arr[4], radius, arr[5], T, P, N, C);
      else if (w == 3) hits = w4(n, arr[6], arr[7], flags);
      else if (w == 4) hits = p1(m, o, arr[8], arr[9], arr[10], arr[11], T, P, N);
      else if (w == 5) hits = w5(n, arr[12], arr[13], T, P, N);
      else if (w == 6) hits = w6(n, arr[14], arr[15], T, P, N);
      else hits = w7(n, arr[16], radius, arr[17], T, P, N, C);
      double t1 = now_ns();
      if (r >= 0) times[r] = (t1 - t0) / queries;
    }
    qsort(times, reps, sizeof(double), cmp);
    double sum = w == 3 ? hits : checksum(queries, T, P, N, w == 2 || w == 7 ? C : NULL);
    printf("%s %.4f %d %.17g\n", ids[w], times[reps / 2], hits, sum);
  }
  return 0;
}
