from django.contrib.auth.mixins import LoginRequiredMixin
from django.core.exceptions import PermissionDenied
from django.http import JsonResponse
from django.utils.http import url_has_allowed_host_and_scheme


class InstructorRequiredMixin(LoginRequiredMixin):
    """Only approved driving instructors (ADIs) get past this mixin."""

    def dispatch(self, request, *args, **kwargs):
        if request.user.is_authenticated and not hasattr(request.user, "instructor"):
            raise PermissionDenied("instructors only")
        return super().dispatch(request, *args, **kwargs)

    @property
    def instructor(self):
        return self.request.user.instructor


class NextUrlMixin:
    next_param = "next"

    def next_url(self, default="/"):
        return self.request.POST.get(self.next_param) or self.request.GET.get(self.next_param) or default


class LoginNextUrlMixin(NextUrlMixin):
    def next_url(self, default="/"):
        candidate = super().next_url(default)
        if url_has_allowed_host_and_scheme(
            candidate, allowed_hosts={self.request.get_host()}, require_https=self.request.is_secure()
        ):
            return candidate
        return default


class JsonMixin:
    def render_json(self, data, status=200):
        return JsonResponse(data, status=status, safe=False)
