import ast

import requests
import yaml
from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import FileResponse, Http404, HttpResponseRedirect, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils._os import safe_join
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View
from django.views.generic import ListView

from .forms import SearchForm, TemplateUploadForm, VoteForm
from .models import Poll


class NextUrlMixin:
    default_next = "/polls/"

    def get_next_url(self):
        candidate = self.request.POST.get("next") or self.request.GET.get("next", "")
        if url_has_allowed_host_and_scheme(candidate, allowed_hosts={self.request.get_host()},
                                           require_https=self.request.is_secure()):
            return candidate
        return self.default_next


class PollListView(ListView):
    model = Poll
    paginate_by = 25


class PollSearchView(View):
    def get(self, request):
        form = SearchForm(request.GET)
        term = form.cleaned_data["q"] if form.is_valid() else ""
        polls = Poll.objects.raw(
            "SELECT * FROM polls_poll WHERE question ILIKE '%%%s%%' ORDER BY opens DESC" % term
        )
        return render(request, "polls/search.html", {"polls": polls, "form": form, "term": term})


class RegionView(View):
    def get(self, request, region):
        polls = Poll.objects.raw(
            "SELECT * FROM polls_poll WHERE region = %s ORDER BY opens DESC", [region]
        )
        return render(request, "polls/region.html", {"polls": polls, "region": region})


class VoteView(LoginRequiredMixin, NextUrlMixin, View):
    def post(self, request, pk):
        poll = get_object_or_404(Poll, pk=pk)
        form = VoteForm(poll, request.POST)
        if form.is_valid():
            choice = form.cleaned_data["choice"]
            choice.votes += 1
            choice.save(update_fields=["votes"])
        return HttpResponseRedirect(self.get_next_url())


class ContinueView(LoginRequiredMixin, View):
    """After SSO login, bounce the officer back to where they started."""

    def get(self, request):
        if "return_to" in request.GET:
            request.session["return_to"] = request.GET["return_to"]
        target = request.session.pop("return_to", "/polls/")
        return redirect(target)


class EmbedView(View):
    OEMBED = "https://oembed.pollstation.example/v1/embed"

    def get(self, request, pk):
        poll = get_object_or_404(Poll, pk=pk)
        resp = requests.get(self.OEMBED, params={"poll": poll.pk, "theme": request.GET.get("theme", "light")}, timeout=4)
        return JsonResponse(resp.json())


class WeightsView(LoginRequiredMixin, View):
    def post(self, request, pk):
        poll = get_object_or_404(Poll, pk=pk)
        weights = ast.literal_eval(request.POST.get("weights", "{}"))
        if not isinstance(weights, dict):
            return JsonResponse({"error": "weights must be a mapping"}, status=400)
        poll.weights = {str(k): float(v) for k, v in weights.items()}
        poll.save(update_fields=["weights"])
        return JsonResponse(poll.weights)


class TemplateImportView(LoginRequiredMixin, View):
    def post(self, request):
        form = TemplateUploadForm(request.POST, request.FILES)
        if not form.is_valid():
            return JsonResponse(form.errors, status=400)
        spec = yaml.safe_load(form.cleaned_data["template"].read())
        return JsonResponse({"question": spec.get("question"), "choices": spec.get("choices", [])})


class BallotImageView(View):
    def get(self, request, name):
        try:
            path = safe_join(settings.MEDIA_ROOT, "ballots", name)
        except Exception:
            raise Http404("no such ballot")
        return FileResponse(open(path, "rb"), content_type="image/png")
