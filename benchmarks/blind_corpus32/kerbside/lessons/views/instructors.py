import os
import subprocess
import tempfile

import requests
from django.conf import settings
from django.db import connection
from django.http import HttpResponseBadRequest
from django.views import View
from django.views.generic import DetailView, TemplateView

from ..mixins import InstructorRequiredMixin, JsonMixin
from ..models import Instructor, Lesson
from .. import directory, dvsa


class InstructorSearchView(TemplateView):
    template_name = "lessons/instructor_search.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        area = self.request.GET.get("area", "")
        context["results"] = directory.instructors_in_area(area) if area else []
        context["slots"] = dvsa.test_slots(area)
        return context


class InstructorDetailView(DetailView):
    model = Instructor
    template_name = "lessons/instructor_detail.html"
    context_object_name = "instructor"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["reviews"] = self.object.reviews.order_by("-created")[:20]
        context["directory"] = directory.instructor_by_adi(self.object.adi_number)
        context["monthly"] = self._monthly_hours(self.request.GET.get("year", "2024"))
        return context

    def _monthly_hours(self, year):
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT strftime('%%m', starts_at) AS month, SUM(minutes) / 60.0 FROM lessons_lesson "
                "WHERE instructor_id = %s AND strftime('%%Y', starts_at) = %s GROUP BY month ORDER BY month",
                [self.object.pk, year],
            )
            return cursor.fetchall()


class AvailabilityView(InstructorRequiredMixin, JsonMixin, View):
    def get(self, request):
        area = request.GET.get("area", "")
        day = request.GET.get("day", "")
        booked = Lesson.objects.raw(
            "SELECT id, starts_at, minutes FROM lessons_lesson "
            f"WHERE area = '{area}' AND date(starts_at) = '{day}' ORDER BY starts_at"
        )
        return self.render_json([{"start": l.starts_at.isoformat(), "minutes": l.minutes} for l in booked])


class CalendarSyncView(InstructorRequiredMixin, JsonMixin, View):
    """Pull the instructor's own calendar feed so private bookings block slots."""

    def post(self, request):
        url = request.POST.get("calendar_url", "").strip()
        if not url.startswith(("http://", "https://")):
            return HttpResponseBadRequest("calendar URL must be http(s)")
        feed = requests.get(url, timeout=15)
        instructor = self.instructor
        instructor.calendar_url = url
        instructor.save(update_fields=["calendar_url"])
        busy = [line[8:] for line in feed.text.splitlines() if line.startswith("DTSTART:")]
        return self.render_json({"busy": busy})


class DashcamUploadView(InstructorRequiredMixin, JsonMixin, View):
    """Short dashcam clips used in debriefs; a thumbnail is cut for the pupil page."""

    def post(self, request):
        clip = request.FILES["clip"]
        title = request.POST.get("title", "clip")
        fd, path = tempfile.mkstemp(suffix=".mp4", prefix="dashcam-")
        with os.fdopen(fd, "wb") as fh:
            for chunk in clip.chunks():
                fh.write(chunk)
        probe = subprocess.run(
            ["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path],
            capture_output=True,
            text=True,
        )
        thumbs = os.path.join(settings.MEDIA_ROOT, "dashcam", str(self.instructor.pk))
        os.makedirs(thumbs, exist_ok=True)
        subprocess.run(f"ffmpeg -y -ss 3 -i {path} -frames:v 1 '{thumbs}/{title}.jpg'", shell=True)
        os.unlink(path)
        return self.render_json({"duration": probe.stdout.strip()})
