import sys

from domectl.cli import main

sys.exit(main())
