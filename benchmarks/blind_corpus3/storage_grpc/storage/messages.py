"""Plain dataclass mirrors of the protobuf messages in proto/blobstore.proto.

The generated *_pb2 modules are produced at build time; these mirrors are
what the servicers and tests import so they stay readable.
"""
from dataclasses import dataclass, field

type Bytes = bytes
type Metadata = dict[str, str]


@dataclass
class FileRequest:
    bucket: str = ""
    path: str = ""


@dataclass
class FileChunk:
    bucket: str = ""
    path: str = ""
    data: Bytes = b""
    offset: int = 0


@dataclass
class FileReply:
    path: str = ""
    size: int = 0
    etag: str = ""


@dataclass
class ArchiveRequest:
    bucket: str = ""
    archive_path: str = ""
    dest_prefix: str = ""


@dataclass
class ConvertRequest:
    bucket: str = ""
    src: str = ""
    dst: str = ""
    width: int = 0
    format: str = "png"
    extra_args: str = ""


@dataclass
class MetaRequest:
    bucket: str = ""
    path: str = ""
    owner: str = ""
    blob: Bytes = b""
    tags: Metadata = field(default_factory=dict)


@dataclass
class MirrorRequest:
    bucket: str = ""
    source_url: str = ""
    dest_path: str = ""
    upstream: str = ""
