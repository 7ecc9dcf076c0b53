import markdown
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.utils.html import escape, format_html, format_html_join
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_POST

from issues.models import Comment, Issue


@login_required
@require_POST
def markdown_preview(request):
    """Live preview for the issue editor."""
    text = request.POST.get("text", "")
    html = markdown.markdown(text, extensions=["fenced_code", "tables"])
    return HttpResponse("<div class='preview'>%s</div>" % html)


@login_required
def comment_list(request, pk):
    issue = get_object_or_404(Issue, pk=pk, project__members=request.user)
    comments = Comment.objects.filter(issue=issue).select_related("author").order_by("created")
    items = format_html_join(
        "\n", "<li><b>{}</b>: {}</li>",
        ((c.author.get_username() if c.author else "ghost", c.body) for c in comments))
    title = format_html("<h2>{} <small>#{}</small></h2>", issue.title, issue.pk)
    return HttpResponse(title + format_html("<ul>{}</ul>", items))


def render_signature(user):
    """Signature block shown under the user's comments (edited on the profile page)."""
    sig = getattr(user, "profile", None) and user.profile.signature
    return mark_safe("<p class='sig'>%s</p>" % (sig or ""))


def render_status_chip(issue):
    return mark_safe("<span class='chip chip-%s'>%s</span>" % (issue.status, escape(issue.get_status_display())))
