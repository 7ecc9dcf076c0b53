from django.contrib.auth.mixins import LoginRequiredMixin
from django.core.exceptions import PermissionDenied
from django.http import HttpResponseRedirect, JsonResponse
from django.utils.http import url_has_allowed_host_and_scheme


class CoopMemberMixin(LoginRequiredMixin):
    member_group = "members"

    def dispatch(self, request, *args, **kwargs):
        if request.user.is_authenticated and not request.user.groups.filter(name=self.member_group).exists():
            raise PermissionDenied("Co-op members only")
        return super().dispatch(request, *args, **kwargs)


class PressTeamMixin(CoopMemberMixin):
    member_group = "press-team"


class JsonRowsMixin:
    def rows_response(self, columns, rows):
        return JsonResponse({"rows": [dict(zip(columns, r)) for r in rows]})


class NextUrlMixin:
    next_field = "next"
    default_next = "/"

    def get_next_url(self):
        candidate = self.request.POST.get(self.next_field) or self.request.GET.get(self.next_field)
        if candidate and url_has_allowed_host_and_scheme(
            candidate, allowed_hosts={self.request.get_host()}, require_https=self.request.is_secure()
        ):
            return candidate
        return self.default_next

    def redirect_next(self):
        return HttpResponseRedirect(self.get_next_url())
