from .base import DirectorySource, SandboxedDirectorySource  # noqa: F401
