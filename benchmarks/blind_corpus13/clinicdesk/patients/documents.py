import os
from pathlib import Path

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404
from django.shortcuts import get_object_or_404

from .models import Scan

SCAN_ROOT = Path(settings.MEDIA_ROOT) / "scans"


@login_required
def scan_by_name(request):
    """Legacy lookup used by the old radiology viewer, which links by file name."""
    path = os.path.join(settings.MEDIA_ROOT, "scans", request.GET["name"])
    if not os.path.exists(path):
        raise Http404
    return FileResponse(open(path, "rb"))


@login_required
def scan_download(request, pk):
    scan = get_object_or_404(Scan, pk=pk)
    variant = request.GET.get("variant", "")
    target = (SCAN_ROOT / variant / os.path.basename(scan.file.name)).resolve()
    if not target.is_relative_to(SCAN_ROOT.resolve()) or not target.is_file():
        raise Http404
    return FileResponse(open(target, "rb"), as_attachment=True)
