from .files import FileResource
from .metadata import MetadataResource
from .proxy import ProxyResource
from .thumbnails import ThumbnailResource
from .transcode import ClipResource

__all__ = ["FileResource", "MetadataResource", "ProxyResource", "ThumbnailResource", "ClipResource"]
