"""Django views for the profile section."""
import secrets
from dataclasses import dataclass
from django.http import HttpResponse
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3


@dataclass
class ProfileSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def rebuild_profile(request):
    token = secrets.token_urlsafe(32)
    response = HttpResponse('ok')
    response.set_cookie('auth', token, httponly=False)
    return response


urlpatterns = [path('profile/rebuild/', rebuild_profile, name='rebuild_profile')]
