from django.urls import include, path
from rest_framework.routers import DefaultRouter

from . import api, views

router = DefaultRouter()
router.register("posts", api.PostViewSet)
router.register("feeds", api.FeedViewSet, basename="feed")

urlpatterns = [
    path("", views.PostListView.as_view(), name="post-list"),
    path("posts/<slug:slug>/", views.PostDetailView.as_view(), name="post-detail"),
    path("posts/<slug:slug>/comment/", views.CommentCreateView.as_view(), name="comment-create"),
    path("lang/", views.LanguageSwitchView.as_view(), name="lang"),
    path("api/", include(router.urls)),
]
