"""Settings package. DJANGO_SETTINGS_MODULE selects ``production`` or ``test``."""
