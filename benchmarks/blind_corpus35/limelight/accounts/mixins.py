from django.contrib.auth.mixins import LoginRequiredMixin, UserPassesTestMixin


class ParentRequiredMixin(LoginRequiredMixin):
    """Any logged-in parent or guardian."""


class StaffRequiredMixin(LoginRequiredMixin, UserPassesTestMixin):
    def test_func(self):
        return self.request.user.is_staff


class NextUrlMixin:
    next_param = "next"

    def get_next(self, default="/"):
        return self.request.GET.get(self.next_param) or self.request.POST.get(self.next_param) or default
