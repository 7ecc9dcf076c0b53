import hashlib
import os
import subprocess
import tempfile
import uuid

from django.conf import settings
from django.http import FileResponse, Http404
from django.urls import reverse_lazy
from django.views.generic import FormView, View

from .forms import RadiographUploadForm
from .models import Radiograph


class RadiographDownloadView(View):
    def get(self, request):
        name = request.GET.get("file", "")
        path = os.path.join(settings.RADIOGRAPH_ROOT, name)
        if not os.path.exists(path):
            raise Http404
        return FileResponse(open(path, "rb"), content_type="image/png")


class RadiographUploadView(FormView):
    template_name = "clinic/radiograph_upload.html"
    form_class = RadiographUploadForm
    success_url = reverse_lazy("patients")

    def form_valid(self, form):
        upload = form.cleaned_data["image"]
        content = upload.read()
        digest = hashlib.sha1(content).hexdigest()
        stored = f"{uuid.uuid4().hex}{os.path.splitext(os.path.basename(upload.name))[1][:5]}"
        with tempfile.TemporaryDirectory() as work:
            src = os.path.join(work, "in.dcm")
            with open(src, "wb") as fh:
                fh.write(content)
            subprocess.run(["dcmj2pnm", "--write-png", src, os.path.join(settings.RADIOGRAPH_ROOT, stored)], check=True)
        Radiograph.objects.create(
            patient_id=form.cleaned_data["patient"], stored_name=stored, digest=digest, taken_on=form.cleaned_data["taken_on"]
        )
        return super().form_valid(form)
