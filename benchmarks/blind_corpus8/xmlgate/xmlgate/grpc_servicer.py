import os
import subprocess
from concurrent import futures

import grpc

from . import config
from .proto import reports_pb2, reports_pb2_grpc

FORMATS = {"pdf", "csv", "xlsx"}


class ReportServicer(reports_pb2_grpc.ReportServiceServicer):
    def Generate(self, request, context):
        out = os.path.join(config.REPORT_ROOT, "out", f"{request.report_id}.{request.format}")
        proc = subprocess.run(
            f"/opt/reports/bin/render --format {request.format} --id {request.report_id} --out {out}",
            shell=True,
            capture_output=True,
        )
        if proc.returncode != 0:
            context.abort(grpc.StatusCode.INTERNAL, proc.stderr.decode(errors="replace")[-300:])
        return reports_pb2.GenerateReply(path=out)

    def Preview(self, request, context):
        if request.format not in FORMATS or not request.report_id.isdigit():
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, "bad format or id")
        proc = subprocess.run(
            ["/opt/reports/bin/render", "--preview", "--format", request.format, "--id", request.report_id],
            capture_output=True,
        )
        return reports_pb2.PreviewReply(data=proc.stdout[:65536])

    def Fetch(self, request, context):
        path = os.path.join(config.REPORT_ROOT, request.name)
        with open(path, "rb") as fh:
            return reports_pb2.FetchReply(data=fh.read())


def serve():
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=8))
    reports_pb2_grpc.add_ReportServiceServicer_to_server(ReportServicer(), server)
    server.add_insecure_port("[::]:50051")
    server.start()
    server.wait_for_termination()
