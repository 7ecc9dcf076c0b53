# Generated modules (documents_pb2, documents_pb2_grpc) are produced by `make protos`.
