from django.urls import path

from articles import views as article_views
from accounts import views as account_views

urlpatterns = [
    path("articles/", article_views.ArticleListView.as_view()),
    path("articles/<slug:slug>/", article_views.article_detail),
    path("articles/<slug:slug>/print/", article_views.print_view),
    path("archive/", article_views.archive_download),
    path("archive/pdf/", article_views.archive_pdf),
    path("preview/", article_views.preview_snippet),
    path("accounts/login/", account_views.login_view),
    path("accounts/switch-edition/", account_views.switch_edition),
    path("accounts/avatar/", account_views.avatar_hash),
]
