"""Django views for the course section."""
from dataclasses import dataclass
from django.http import HttpResponseRedirect
from django.urls import path

PRESETS = {'standard': '/dashboard', 'fallback': '/dashboard'}
PAGE_SIZE = 50
MAX_RETRIES = 3


@dataclass
class CourseSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


def export_course(request):
    target = request.COOKIES.get('target', '')
    options = {'requested': target, 'value': _preset_for(target)}
    return HttpResponseRedirect(options['value'])


urlpatterns = [path('course/export/', export_course, name='export_course')]
