from django.contrib import admin
from django.urls import path

from polls import views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("polls/", views.PollListView.as_view(), name="poll-list"),
    path("polls/search/", views.PollSearchView.as_view(), name="poll-search"),
    path("polls/region/<slug:region>/", views.RegionView.as_view(), name="poll-region"),
    path("polls/<int:pk>/vote/", views.VoteView.as_view(), name="poll-vote"),
    path("polls/<int:pk>/embed/", views.EmbedView.as_view(), name="poll-embed"),
    path("polls/<int:pk>/weights/", views.WeightsView.as_view(), name="poll-weights"),
    path("polls/import-template/", views.TemplateImportView.as_view(), name="poll-template"),
    path("ballots/<str:name>", views.BallotImageView.as_view(), name="ballot-image"),
    path("account/continue/", views.ContinueView.as_view(), name="continue"),
]
