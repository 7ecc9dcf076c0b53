import os
import pickle
import random
import shutil
import string

from django.conf import settings
from django.core import signing
from django.http import Http404, HttpResponseBadRequest
from django.shortcuts import get_object_or_404, redirect
from django.views import View
from django.views.generic import FormView, ListView, TemplateView

from ..forms import BookingForm, QuoteForm
from ..mixins import InstructorRequiredMixin, JsonMixin, NextUrlMixin
from ..models import Instructor, Lesson, Pupil
from ..pricing import quote_for

PUPIL_COOKIE = "kerbside_pupil"


class LessonListView(InstructorRequiredMixin, ListView):
    template_name = "lessons/lesson_list.html"
    paginate_by = 25

    def get_queryset(self):
        return Lesson.objects.filter(instructor=self.instructor).select_related("pupil").order_by("starts_at")


class BookLessonView(NextUrlMixin, FormView):
    template_name = "lessons/book.html"
    form_class = BookingForm

    def form_valid(self, form):
        data = form.cleaned_data
        code = "".join(random.choices(string.ascii_uppercase + string.digits, k=8))
        pupil = Pupil.objects.create(
            full_name=data["full_name"],
            email=data["email"],
            phone=data["phone"],
            licence_number=data["licence_number"],
            manage_code=code,
        )
        instructor = Instructor.objects.filter(area=data["area"]).order_by("?").first()
        if instructor is not None:
            Lesson.objects.create(pupil=pupil, instructor=instructor, starts_at=data["slot"], area=data["area"])
        response = redirect(self.next_url(default="/book/manage/"))
        response.set_cookie(PUPIL_COOKIE, f"{pupil.pk}:{code}", max_age=90 * 86400)
        return response


class ManageBookingView(TemplateView):
    template_name = "lessons/manage.html"

    def get_context_data(self, **kwargs):
        raw = self.request.COOKIES.get(PUPIL_COOKIE, "")
        pk, _, code = raw.partition(":")
        if not pk.isdigit():
            raise Http404
        pupil = get_object_or_404(Pupil, pk=int(pk), manage_code=code)
        context = super().get_context_data(**kwargs)
        context.update(pupil=pupil, lessons=pupil.lesson_set.order_by("starts_at"))
        return context


class LessonPlanUploadView(InstructorRequiredMixin, JsonMixin, View):
    """Instructors sync lesson plans exported by the desktop planner."""

    def post(self, request):
        upload = request.FILES.get("plan")
        if upload is None:
            return HttpResponseBadRequest("no plan")
        plan = pickle.load(upload)
        saved = 0
        for item in plan.get("lessons", []):
            Lesson.objects.filter(pk=item["id"], instructor=self.instructor).update(notes=item.get("notes", ""))
            saved += 1
        return self.render_json({"saved": saved})


class PlanRestoreView(InstructorRequiredMixin, JsonMixin, View):
    def get(self, request):
        try:
            plan = signing.loads(request.GET.get("token", ""), salt="lesson-plan", max_age=3600)
        except signing.BadSignature:
            return HttpResponseBadRequest("expired link")
        return self.render_json(plan)


class LicencePhotoView(View):
    def post(self, request):
        raw = request.COOKIES.get(PUPIL_COOKIE, "")
        pk, _, code = raw.partition(":")
        pupil = get_object_or_404(Pupil, pk=int(pk or 0), manage_code=code)
        upload = request.FILES["photo"]
        staging = f"/tmp/kerbside-licence-{pupil.pk}.jpg"
        with open(staging, "wb") as fh:
            for chunk in upload.chunks():
                fh.write(chunk)
        final_dir = os.path.join(settings.MEDIA_ROOT, "licences")
        os.makedirs(final_dir, exist_ok=True)
        shutil.move(staging, os.path.join(final_dir, f"{pupil.pk}.jpg"))
        return redirect("lessons:manage")


class QuoteView(JsonMixin, View):
    def post(self, request):
        form = QuoteForm(request.POST)
        if not form.is_valid():
            return self.render_json(form.errors, status=400)
        try:
            total = quote_for(form.cleaned_data["hours"], form.cleaned_data["motorway"])
        except (ValueError, SyntaxError, ZeroDivisionError) as exc:
            return self.render_json({"error": str(exc)}, status=400)
        return self.render_json({"total": total})
