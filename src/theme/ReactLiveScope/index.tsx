import * as React from 'react';
import * as query from '@hitbook/query';

/**
 * What a live block sees without importing: every export of @hitbook/query, React and its
 * hooks. The diagram kit's `figure()` and `render()` are added per cell by its runtime.
 */
const ReactLiveScope: Record<string, unknown> = {
  React,
  useState: React.useState,
  useEffect: React.useEffect,
  useMemo: React.useMemo,
  useRef: React.useRef,
  ...query,
};

export default ReactLiveScope;
