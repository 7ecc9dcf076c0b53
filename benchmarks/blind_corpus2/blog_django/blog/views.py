from django.http import Http404, HttpResponseRedirect
from django.shortcuts import get_object_or_404, redirect
from django.utils.html import escape
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.safestring import mark_safe
from django.views import View
from django.views.generic import DetailView, ListView

from .mixins import OrderingMixin, SearchMixin, TagFilterMixin
from .models import Comment, Post
from .utils import gravatar_url, pick_related


class PostListView(SearchMixin, TagFilterMixin, OrderingMixin, ListView):
    model = Post
    paginate_by = 10
    template_name = "blog/post_list.html"


class PostDetailView(DetailView):
    model = Post
    template_name = "blog/post_detail.html"

    def get_object(self, queryset=None):
        obj = super().get_object(queryset)
        token = self.request.GET.get("preview")
        if obj.published is None and token != obj.preview_token:
            raise Http404
        return obj

    def get_context_data(self, **kwargs):
        ctx = super().get_context_data(**kwargs)
        comments = []
        for c in self.object.comments.filter(approved=True):
            comments.append({
                "author": c.name,
                "avatar": gravatar_url(c.email),
                "html": mark_safe(c.body),
                "created": c.created,
                "teaser": self.teaser(c),
            })
        ctx["comments"] = comments
        ctx["related"] = pick_related(Post.objects.exclude(pk=self.object.pk)[:20])
        return ctx

    @staticmethod
    def teaser(comment, length=140):
        text = escape(comment.body[:length])
        return mark_safe(text.replace("\n", "<br>"))


class CommentCreateView(View):
    def post(self, request, slug):
        post = get_object_or_404(Post, slug=slug)
        Comment.objects.create(
            post=post,
            name=request.POST["name"][:80],
            email=request.POST["email"],
            body=request.POST["body"],
        )
        return HttpResponseRedirect(request.POST.get("next") or post.get_absolute_url())


class LanguageSwitchView(View):
    def get(self, request):
        target = request.GET.get("next", "/")
        if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
            target = "/"
        response = redirect(target)
        response.set_cookie("lang", request.GET.get("lang", "en")[:5], max_age=365 * 86400)
        return response
