/** @jest-environment node */
import { diffManifests } from './diff';

it('lists added and removed exposes and changed shared versions', () => {
  const from = {
    exposes: [{ path: './BlogList' }, { path: './Old' }],
    shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' }, { name: 'ky', version: '1.9.1', requiredVersion: '^1.9.1' }],
  };
  const to = {
    exposes: [{ path: './BlogList' }, { name: 'New' }],
    shared: [{ name: 'react', version: '19.4.0', requiredVersion: '^19.4.0' }, { name: 'zustand', version: '5.1.0' }],
  };
  expect(diffManifests(from, to)).toEqual({
    exposesAdded: ['./New'],
    exposesRemoved: ['./Old'],
    shared: [
      { name: 'ky', from: '1.9.1 (^1.9.1)', to: undefined },
      { name: 'react', from: '19.3.1 (^19.3.1)', to: '19.4.0 (^19.4.0)' },
      { name: 'zustand', from: undefined, to: '5.1.0' },
    ],
  });
  expect(diffManifests(from, from)).toEqual({ exposesAdded: [], exposesRemoved: [], shared: [] });
});
