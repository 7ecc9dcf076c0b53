"""tabkit - small helpers for loading, transforming and rendering tabular data."""
from .compat import quote_arg
from .expr import compile_filter, derive
from .formats.pickle_fmt import read_npy, read_pickle
from .formats.xmlfmt import read_xml, read_xml_trusted
from .render import to_html
from .sources.base import DirectorySource, SandboxedDirectorySource
from .sources.remote import HttpSource
from .sources.sql import SqlSource

__all__ = [
    "DirectorySource", "SandboxedDirectorySource", "HttpSource", "SqlSource",
    "read_xml", "read_xml_trusted", "read_pickle", "read_npy",
    "derive", "compile_filter", "to_html", "quote_arg",
]
__version__ = "1.4.0"
