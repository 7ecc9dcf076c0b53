"""Patient portal login and logout, and the staff directory."""
from django.contrib.auth import authenticate, login, logout
from django.http import HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View
from django.views.generic import FormView

from .. import directory
from ..forms import PortalLoginForm
from ..mixins import ClinicianRequiredMixin, JSONResponseMixin


class PortalLoginView(FormView):
    form_class = PortalLoginForm
    template_name = "clinic/login.html"

    def form_valid(self, form):
        user = authenticate(self.request, username=form.cleaned_data["email"], password=form.cleaned_data["password"])
        if user is None:
            form.add_error(None, "Those details did not match.")
            return self.form_invalid(form)
        login(self.request, user)
        return HttpResponseRedirect(self.request.GET.get("next") or "/")


class PortalLogoutView(View):
    def get(self, request):
        logout(request)
        target = request.GET.get("next", "/")
        if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
            target = "/"
        return HttpResponseRedirect(target)


class StaffDirectoryView(ClinicianRequiredMixin, JSONResponseMixin, View):
    def get(self, request):
        return self.render_to_json(directory.search_by_email(request.GET.get("email", "")))


class StaffMemberView(ClinicianRequiredMixin, JSONResponseMixin, View):
    def get(self, request, username):
        return self.render_to_json(directory.lookup_user(username))


class GroupMembersView(ClinicianRequiredMixin, JSONResponseMixin, View):
    def get(self, request, group):
        return self.render_to_json(directory.members_of(group))
