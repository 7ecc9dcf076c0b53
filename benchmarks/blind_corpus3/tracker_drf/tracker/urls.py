from django.urls import path

from accounts import views as account_views
from issues import attachments, hooks, preview, search, views

urlpatterns = [
    path("api/issues/", views.IssueList.as_view()),
    path("api/issues/<int:pk>/", views.IssueDetail.as_view()),
    path("api/projects/<slug:project>/issues/", views.ProjectIssues.as_view()),
    path("api/rules/", views.RuleList.as_view()),
    path("api/projects/<int:pk>/restore/", views.RestoreBackup.as_view()),
    path("api/issues/<int:pk>/rules/run/", views.RunRules.as_view()),
    path("api/search/", search.SearchView.as_view()),
    path("api/search/by-label/", search.LabelSearchView.as_view()),
    path("api/attachments/raw/", attachments.RawAttachment.as_view()),
    path("api/attachments/<int:pk>/", attachments.AttachmentDownload.as_view()),
    path("api/attachments/import/", attachments.ImportArchive.as_view()),
    path("api/projects/<int:pk>/hooks/test/", hooks.TestHook.as_view()),
    path("api/projects/<int:pk>/hooks/ci/", hooks.CiStatus.as_view()),
    path("preview/", preview.markdown_preview),
    path("issues/<int:pk>/comments/", preview.comment_list),
    path("accounts/login/", account_views.login_view),
    path("accounts/reset/", account_views.request_reset),
    path("accounts/sso-return/", account_views.sso_return),
]
