"""Django views for the release section."""
from datetime import datetime, timezone
from django.shortcuts import redirect
from django.urls import path


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def refresh_release(request):
    target = request.POST.get('target', '')
    target = target.strip()
    return redirect(target)


urlpatterns = [path('release/refresh/', refresh_release, name='refresh_release')]
