from pyramid.httpexceptions import HTTPNotFound
from pyramid.view import view_config, view_defaults
from sqlalchemy import text

from pyramid.response import Response

from .. import druckauftrag, models


@view_defaults(renderer="json")
class JobViews:
    def __init__(self, request):
        self.request = request
        self.customer_id = request.session.get("customer_id")

    @view_config(route_name="jobs", request_method="GET")
    def list_jobs(self):
        status = self.request.params.get("status", "open")
        stock = self.request.params.get("stock")
        clause = "customer = :cid AND status = :status"
        if stock:
            clause += f" AND stock LIKE '{stock}%'"
        rows = self.request.dbsession.execute(text(f"SELECT id, title, status FROM jobs WHERE {clause}"),
                                              {"cid": self.customer_id, "status": status}).mappings().all()
        return [dict(r) for r in rows]

    @view_config(route_name="job", request_method="GET")
    def job_detail(self):
        job = models.job_by_id(self.request.dbsession, self.request.matchdict["job_id"])
        if job is None or job["customer"] != self.customer_id:
            raise HTTPNotFound()
        return dict(job)

    @view_config(route_name="job", request_method="GET", request_param="vorschau")
    def job_sheet_preview(self):
        job = models.job_by_id(self.request.dbsession, self.request.matchdict["job_id"])
        if job is None or job["customer"] != self.customer_id:
            raise HTTPNotFound()
        auftrag = {"id": job["id"], "kunde": job["customer"], "format": self.request.params.get("format", "A4"),
                   "auflage": self.request.params.get("auflage", "100"), "bemerkung": self.request.params.get("bemerkung", "")}
        return Response(druckauftrag.zettel_vorschau(auftrag))
