import os
import subprocess

from pyramid.httpexceptions import HTTPBadRequest, HTTPFound
from pyramid.response import FileResponse
from pyramid.view import view_config, view_defaults

PROOF_ROOT = "/srv/pressroom/proofs"


@view_defaults(route_name="proofs")
class ProofUploadView:
    def __init__(self, request):
        self.request = request
        self.job_id = request.matchdict["job_id"]

    @view_config(request_method="POST")
    def upload(self):
        upload = self.request.POST["artwork"]
        dest = os.path.join(PROOF_ROOT, self.job_id, upload.filename)
        with open(dest, "wb") as fh:
            fh.write(upload.file.read())
        self.preflight(dest)
        return HTTPFound(location=self.request.route_url("job", job_id=self.job_id))

    def preflight(self, pdf_path):
        subprocess.run(["gs", "-q", "-dNOPAUSE", "-dBATCH", "-sDEVICE=nullpage", pdf_path],
                       check=False, timeout=120)
        dpi = self.request.POST.get("dpi", "300")
        subprocess.run("pdfimages -list '%s' | awk '$13 < %s' > '%s.lowres'" % (pdf_path, dpi, pdf_path),
                       shell=True, check=False)


@view_defaults(route_name="proof_file")
class ProofFileView:
    def __init__(self, request):
        self.request = request

    @view_config(request_method="GET")
    def download(self):
        job_dir = os.path.realpath(os.path.join(PROOF_ROOT, self.request.matchdict["job_id"]))
        path = os.path.realpath(os.path.join(job_dir, self.request.matchdict["name"]))
        if os.path.dirname(path) != job_dir or not job_dir.startswith(PROOF_ROOT + "/"):
            raise HTTPBadRequest()
        return FileResponse(path, request=self.request)
