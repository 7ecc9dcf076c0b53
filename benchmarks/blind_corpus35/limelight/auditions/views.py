import random

from django import forms
from django.db import connection
from django.http import HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404
from django.utils.html import format_html
from django.views import View
from django.views.generic import FormView, ListView

from accounts.mixins import ParentRequiredMixin

from .models import Audition
from .scoring import custom_score, panel_score, weighted_score


class SignupForm(forms.Form):
    child_name = forms.CharField(max_length=120)
    age = forms.IntegerField(min_value=7, max_value=18)
    production = forms.CharField(max_length=120)
    song = forms.CharField(max_length=200, required=False)


class WeightingForm(forms.Form):
    weights = forms.CharField(max_length=200, help_text="e.g. {'voice': 0.5, 'movement': 0.25, 'presence': 0.25}")


class AuditionListView(ParentRequiredMixin, ListView):
    model = Audition
    template_name = "auditions/list.html"

    def get_queryset(self):
        production = self.request.GET.get("production", "")
        return Audition.objects.raw(
            f"SELECT * FROM auditions_audition WHERE production = '{production}' ORDER BY slot"
        )


class ScoreView(ParentRequiredMixin, View):
    def get(self, request, pk):
        audition = get_object_or_404(Audition, pk=pk)
        if "formula" in request.GET:
            score = custom_score(audition, request.GET["formula"])
        else:
            score = panel_score(audition)
        return JsonResponse({"score": score})


class WeightedScoreView(ParentRequiredMixin, FormView):
    form_class = WeightingForm
    template_name = "auditions/weights.html"

    def form_valid(self, form):
        audition = get_object_or_404(Audition, pk=self.kwargs["pk"])
        return JsonResponse({"score": weighted_score(audition, form.cleaned_data["weights"])})


class SignupView(ParentRequiredMixin, FormView):
    form_class = SignupForm
    template_name = "auditions/signup.html"

    def form_valid(self, form):
        data = form.cleaned_data
        with connection.cursor() as cur:
            cur.execute(
                "INSERT INTO auditions_audition (production, child_name, age, voice, movement, presence)"
                " VALUES (%s, %s, %s, 0, 0, 0)",
                [data["production"], data["child_name"], data["age"]],
            )
        running_order = list(Audition.objects.filter(production=data["production"]))
        random.shuffle(running_order)
        position = [a.child_name for a in running_order].index(data["child_name"]) + 1
        if self.request.GET.get("format") == "fragment":
            return HttpResponse(f"<p>Thanks! {data['child_name']} will sing {data['song']} at position {position}.</p>")
        return HttpResponse(format_html("<p>Thanks! {} is number {} in the running order.</p>",
                                        data["child_name"], position))
