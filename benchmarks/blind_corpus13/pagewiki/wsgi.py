import os
import sys

sys.path.insert(0, os.path.dirname(__file__))

from pagewiki.app import app as application  # noqa: E402
