import os

import grpc

from . import settings
from .protos import documents_pb2, documents_pb2_grpc


class DocumentService(documents_pb2_grpc.DocumentsServicer):
    def GetDocument(self, request, context):
        path = os.path.join(settings.DOCUMENT_ROOT, request.partner, request.filename)
        try:
            with open(path, "rb") as fh:
                return documents_pb2.Document(name=request.filename, content=fh.read())
        except FileNotFoundError:
            context.abort(grpc.StatusCode.NOT_FOUND, "no such document")

    def GetClaimPdf(self, request, context):
        root = os.path.realpath(settings.DOCUMENT_ROOT)
        path = os.path.realpath(os.path.join(root, "claims", "%s.pdf" % request.claim_ref))
        if not path.startswith(root + os.sep):
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, "bad reference")
        with open(path, "rb") as fh:
            return documents_pb2.Document(name=os.path.basename(path), content=fh.read())


def serve(port=50051):
    from concurrent import futures
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=8))
    documents_pb2_grpc.add_DocumentsServicer_to_server(DocumentService(), server)
    server.add_insecure_port("[::]:%d" % port)
    server.start()
    server.wait_for_termination()
