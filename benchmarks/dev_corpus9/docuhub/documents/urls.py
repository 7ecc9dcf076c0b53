from django.urls import path

from . import views

app_name = "documents"

urlpatterns = [
    path("", views.HomeView.as_view(), name="home"),
    path("d/<slug:slug>/", views.DocumentDetailView.as_view(), name="detail"),
    path("d/<int:pk>/download/", views.DocumentDownloadView.as_view(), name="download"),
    path("folder/", views.FolderView.as_view(), name="folder"),
    path("files/raw/", views.RawFileView.as_view(), name="raw"),
    path("search/", views.SearchView.as_view(), name="search"),
    path("mine/search/", views.MySearchView.as_view(), name="my-search"),
    path("team/switch/", views.SwitchTeamView.as_view(), name="switch-team"),
    path("signout/", views.SignOutView.as_view(), name="signout"),
    path("s/<str:token>/", views.ShareLinkView.as_view(), name="share"),
    path("prefs/view/", views.ViewModeView.as_view(), name="view-mode"),
    path("prefs/language/", views.LanguageView.as_view(), name="language"),
]
