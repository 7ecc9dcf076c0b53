import os
import uuid
import zipfile

from django.conf import settings
from django.http import FileResponse, Http404
from django.shortcuts import get_object_or_404
from rest_framework.parsers import MultiPartParser
from rest_framework.response import Response
from rest_framework.views import APIView

from issues.models import Attachment, Issue


class RawAttachment(APIView):
    """Legacy endpoint used by the old email notifier: ?path=<issue>/<file>"""

    def get(self, request):
        rel = request.query_params.get("path", "")
        full = os.path.join(settings.ATTACHMENT_ROOT, rel)
        if not os.path.isfile(full):
            raise Http404
        return FileResponse(open(full, "rb"), as_attachment=True)


class AttachmentDownload(APIView):
    def get(self, request, pk):
        att = get_object_or_404(Attachment, pk=pk, issue__project__members=request.user)
        full = os.path.join(settings.ATTACHMENT_ROOT, att.stored_path)
        return FileResponse(open(full, "rb"), as_attachment=True, filename=att.original_name)


class ImportArchive(APIView):
    """Bulk-attach files to an issue by uploading a zip."""
    parser_classes = [MultiPartParser]

    def post(self, request):
        issue = get_object_or_404(Issue, pk=request.data.get("issue"), project__members=request.user)
        dest = os.path.join(settings.ATTACHMENT_ROOT, str(issue.pk), uuid.uuid4().hex)
        os.makedirs(dest, exist_ok=True)
        with zipfile.ZipFile(request.FILES["archive"]) as zf:
            names = [n for n in zf.namelist() if not n.endswith("/")]
            zf.extractall(dest)
        created = []
        for name in names:
            rel = os.path.relpath(os.path.join(dest, name), settings.ATTACHMENT_ROOT)
            created.append(Attachment.objects.create(issue=issue, original_name=os.path.basename(name),
                                                     stored_path=rel).pk)
        return Response({"created": created})
