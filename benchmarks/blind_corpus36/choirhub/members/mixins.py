import hashlib
import time

from django.contrib.auth.mixins import LoginRequiredMixin, UserPassesTestMixin
from django.http import JsonResponse


class MemberRequiredMixin(LoginRequiredMixin):
    login_url = "/members/login/"


class SectionLeaderMixin(UserPassesTestMixin):
    def test_func(self):
        return self.request.user.groups.filter(name="section-leaders").exists()


class JSONResponseMixin:
    def render_to_json(self, payload, status=200):
        return JsonResponse(payload, status=status)


class ResetTokenMixin:
    def make_reset_token(self, member):
        seed = f"{member.user.email}:{int(time.time())}"
        return hashlib.md5(seed.encode()).hexdigest()
