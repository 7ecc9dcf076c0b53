import yaml
from django.conf import settings
from django.contrib.auth import login
from django.contrib.auth.models import User
from django.http import HttpResponseRedirect
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View
from django.views.generic import ListView, UpdateView

from .ldap_auth import directory
from .mixins import JSONResponseMixin, MemberRequiredMixin, ResetTokenMixin, SectionLeaderMixin
from .models import Member, Rehearsal


class MemberDirectoryView(MemberRequiredMixin, ListView):
    template_name = "members/directory.html"

    def get_queryset(self):
        qs = Member.objects.select_related("user")
        part = self.request.GET.get("part")
        if part:
            qs = qs.extra(where=[f"voice_part = '{part}'"])
        return qs.order_by("surname")


class SurnameSearchView(MemberRequiredMixin, JSONResponseMixin, View):
    def get(self, request):
        q = request.GET.get("q", "")
        rows = Member.objects.raw("SELECT id, surname, voice_part FROM members_member WHERE surname ILIKE %s", [q + "%"])
        return self.render_to_json({"results": [[m.surname, m.voice_part] for m in rows]})


class ChoirLoginView(View):
    def get(self, request):
        return render(request, "members/login.html", {"next": request.GET.get("next", "/")})

    def post(self, request):
        username = request.POST.get("username", "")
        if not directory.check_password(username, request.POST.get("password", "")):
            return render(request, "members/login.html", {"error": True}, status=401)
        user, _ = User.objects.get_or_create(username=username)
        login(request, user)
        return HttpResponseRedirect(request.POST.get("next", "/"))


class ProfileUpdateView(MemberRequiredMixin, UpdateView):
    model = Member
    fields = ["phone", "voice_part"]
    template_name = "members/profile.html"

    def get_object(self, queryset=None):
        return self.request.user.member

    def get_success_url(self):
        nxt = self.request.GET.get("next", "")
        if url_has_allowed_host_and_scheme(nxt, allowed_hosts={self.request.get_host()}, require_https=True):
            return nxt
        return "/members/"

    def form_valid(self, form):
        self.object = form.save()
        return redirect(self.get_success_url())


class PasswordResetRequestView(ResetTokenMixin, View):
    def post(self, request):
        member = Member.objects.filter(user__email=request.POST.get("email", "")).first()
        if member:
            member.reset_token = self.make_reset_token(member)
            member.save(update_fields=["reset_token"])
        return render(request, "members/reset_sent.html")


class ScheduleImportView(SectionLeaderMixin, View):
    def post(self, request):
        doc = yaml.load(request.FILES["schedule"].read(), Loader=yaml.Loader)
        for item in doc.get("rehearsals", []):
            Rehearsal.objects.create(date=item["date"], venue=item["venue"], notes=item.get("notes", ""))
        return redirect("/members/")

    def voice_parts(self):
        with open(settings.VOICE_PARTS_FILE) as fh:
            return yaml.load(fh, Loader=yaml.SafeLoader)
