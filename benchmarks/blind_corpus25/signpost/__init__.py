"""signpost: operator CLI for a fleet of digital signage screens.

Arguments typed by the operator are trusted. Everything fetched from the CMS,
from screens, or from content vendors is not.
"""
__version__ = "0.9.4"
