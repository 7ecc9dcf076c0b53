"""Mixins shared by the clinic's class-based views."""
from django.contrib.auth.mixins import LoginRequiredMixin, UserPassesTestMixin
from django.http import JsonResponse


class ClinicianRequiredMixin(LoginRequiredMixin, UserPassesTestMixin):
    def test_func(self):
        return hasattr(self.request.user, "clinician")

    @property
    def clinician(self):
        return self.request.user.clinician


class ClinicScopedMixin(ClinicianRequiredMixin):
    """Restricts querysets to the logged-in clinician's clinic."""

    def get_queryset(self):
        return super().get_queryset().filter(clinic=self.clinician.clinic)


class JSONResponseMixin:
    def render_to_json(self, data, status=200):
        return JsonResponse(data, status=status, safe=not isinstance(data, list))
