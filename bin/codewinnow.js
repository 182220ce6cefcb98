#!/usr/bin/env node
// The installed command: the CLI bundled with all it needs (npm run package:cli), so it runs from any folder.
import '../dist-cli/index.js';
