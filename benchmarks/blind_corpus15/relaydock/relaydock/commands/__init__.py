from . import admin, files, jobs  # noqa: F401
