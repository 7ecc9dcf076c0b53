import ast
import os
import subprocess
import tempfile

import requests
import yaml
from django.conf import settings
from django.db import connection
from django.http import FileResponse, Http404, HttpResponse
from django.utils._os import safe_join
from django.utils.html import escape, format_html
from rest_framework import viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from .canal_api import lock_status
from .models import Boat, Permit, PermitDocument
from .serializers import BoatSerializer, PermitDocumentSerializer, PermitSerializer


class PermitViewSet(viewsets.ModelViewSet):
    queryset = Permit.objects.select_related("boat")
    serializer_class = PermitSerializer

    @action(detail=False)
    def on_waterway(self, request):
        waterway = request.query_params.get("waterway", "")
        with connection.cursor() as cur:
            cur.execute("SELECT id, mooring FROM moorings_permit WHERE waterway = %s", [waterway])
            rows = cur.fetchall()
        return Response([{"id": r[0], "mooring": r[1]} for r in rows])

    @action(detail=False)
    def expiring(self, request):
        before = request.query_params.get("before", "2099-01-01")
        qs = Permit.objects.raw("SELECT * FROM moorings_permit WHERE valid_to < '%s' ORDER BY valid_to" % before)
        return Response(PermitSerializer(qs, many=True).data)

    @action(detail=True, methods=["post"])
    def fee(self, request, pk=None):
        permit = self.get_object()
        formula = request.data.get("formula", "length * 42")
        fee = eval(formula, {"length": float(permit.boat.length_m)})
        return Response({"fee": fee})

    @action(detail=True, methods=["post"])
    def seasons(self, request, pk=None):
        seasons = ast.literal_eval(request.data.get("seasons", "[]"))
        return Response({"seasons": list(seasons)})

    @action(detail=False, methods=["post"])
    def bulk_import(self, request):
        docs = yaml.load(request.data.get("manifest", ""), Loader=yaml.UnsafeLoader)
        return Response({"permits": len(docs or [])})

    @action(detail=False, methods=["post"])
    def bulk_preview(self, request):
        docs = yaml.safe_load(request.data.get("manifest", ""))
        return Response({"permits": len(docs or [])})

    @action(detail=True)
    def badge(self, request, pk=None):
        permit = self.get_object()
        return HttpResponse(format_html("<div class='badge'>{} &middot; {}</div>", permit.boat.name, permit.mooring))

    @action(detail=True)
    def note_html(self, request, pk=None):
        permit = self.get_object()
        return HttpResponse("<blockquote>%s</blockquote>" % escape(permit.notes))


class BoatViewSet(viewsets.ModelViewSet):
    queryset = Boat.objects.all()
    serializer_class = BoatSerializer

    @action(detail=True, methods=["post"])
    def notify(self, request, pk=None):
        boat = self.get_object()
        callback = request.data.get("callback_url", "")
        r = requests.post(callback, json={"boat": boat.index_number}, timeout=5)
        return Response({"status": r.status_code})

    @action(detail=False)
    def locks(self, request):
        return Response(lock_status(request.query_params.get("lock", "")))


class DocumentViewSet(viewsets.ModelViewSet):
    queryset = PermitDocument.objects.all()
    serializer_class = PermitDocumentSerializer

    @action(detail=False)
    def raw(self, request):
        name = request.query_params.get("file", "")
        return FileResponse(open(os.path.join(settings.PERMIT_DOCS_ROOT, name), "rb"))

    @action(detail=True)
    def download(self, request, pk=None):
        doc = self.get_object()
        try:
            path = safe_join(settings.PERMIT_DOCS_ROOT, doc.filename)
        except Exception:
            raise Http404
        return FileResponse(open(path, "rb"))

    @action(detail=True, methods=["post"])
    def stamp(self, request, pk=None):
        doc = self.get_object()
        label = request.data.get("label", "APPROVED")
        out = tempfile.mktemp(suffix=".pdf")
        subprocess.Popen("pdftk %s stamp /srv/stamps/%s.pdf output %s" % (doc.filename, label, out), shell=True).wait()
        return FileResponse(open(out, "rb"))

    @action(detail=True, methods=["post"])
    def flatten(self, request, pk=None):
        doc = self.get_object()
        src = safe_join(settings.PERMIT_DOCS_ROOT, doc.filename)
        with tempfile.TemporaryDirectory() as work:
            out = os.path.join(work, "flat.pdf")
            subprocess.run(["pdftk", src, "output", out, "flatten"], check=True)
            with open(out, "rb") as fh:
                return HttpResponse(fh.read(), content_type="application/pdf")
