import logging
from concurrent import futures

import grpc

from storage import config
from storage.auth import ApiKeyInterceptor
from storage.servicers.archive import ArchiveServicer
from storage.servicers.convert import ConvertServicer
from storage.servicers.files import FileServicer
from storage.servicers.meta import MetaServicer
from storage.servicers.mirror import MirrorServicer

log = logging.getLogger("blobstore")


def _register(server) -> None:
    # generated: blobstore_pb2_grpc.add_*Servicer_to_server
    from storage import blobstore_pb2_grpc as pb
    pb.add_FilesServicer_to_server(FileServicer(), server)
    pb.add_ArchivesServicer_to_server(ArchiveServicer(), server)
    pb.add_ConvertServicer_to_server(ConvertServicer(), server)
    pb.add_MetaServicer_to_server(MetaServicer(), server)
    pb.add_MirrorServicer_to_server(MirrorServicer(), server)


def serve() -> None:
    logging.basicConfig(level=logging.INFO)
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=config.MAX_WORKERS),
                         interceptors=[ApiKeyInterceptor()])
    _register(server)
    server.add_insecure_port(config.LISTEN)
    server.start()
    log.info("blobstore listening on %s", config.LISTEN)
    server.wait_for_termination()


if __name__ == "__main__":
    serve()
