from django import forms
from django.http import HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.urls import reverse, reverse_lazy
from django.views import View
from django.views.generic import FormView

from ..mixins import CoopMemberMixin, PressTeamMixin
from ..models import MemberProfile, Orchard, Voucher
from ..tokens import voucher_code


class SwitchOrchardView(CoopMemberMixin, View):
    def get(self, request, slug):
        orchard = get_object_or_404(Orchard, slug=slug)
        request.session["orchard"] = orchard.pk
        response = HttpResponseRedirect(request.GET.get("return_to", reverse("orchard:home")))
        response.set_cookie(
            "pressday_orchard", orchard.slug, max_age=365 * 24 * 3600, secure=True, httponly=True, samesite="Lax"
        )
        return response


class ProfileForm(forms.ModelForm):
    class Meta:
        model = MemberProfile
        fields = ["phone", "notify_url"]


class ProfileView(CoopMemberMixin, FormView):
    form_class = ProfileForm
    template_name = "orchard/profile.html"
    success_url = reverse_lazy("orchard:profile")

    def get_form_kwargs(self):
        kwargs = super().get_form_kwargs()
        kwargs["instance"], _ = MemberProfile.objects.get_or_create(user=self.request.user)
        return kwargs

    def form_valid(self, form):
        form.save()
        return super().form_valid(form)


class VoucherForm(forms.Form):
    litres = forms.IntegerField(min_value=1, max_value=50)


class VoucherView(PressTeamMixin, FormView):
    form_class = VoucherForm
    template_name = "orchard/voucher.html"

    def form_valid(self, form):
        voucher = Voucher.objects.create(code=voucher_code(), litres=form.cleaned_data["litres"])
        return HttpResponseRedirect(reverse("orchard:voucher") + f"?issued={voucher.code}")
