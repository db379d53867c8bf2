/** Asset imports (fonts, images) resolve to their URL in the bundle; tests only need a string. */
export default 'test-file-stub';
