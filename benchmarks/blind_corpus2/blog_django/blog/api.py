import yaml
from django.db import connection
from rest_framework import serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from .feeds import fetch_feed, fetch_source
from .models import Comment, Post
from .utils import make_preview_token


class PostSerializer(serializers.ModelSerializer):
    class Meta:
        model = Post
        fields = ["id", "title", "slug", "body", "published"]


class CommentSerializer(serializers.ModelSerializer):
    class Meta:
        model = Comment
        fields = ["id", "name", "body", "created"]


class PostViewSet(viewsets.ModelViewSet):
    queryset = Post.objects.all()
    serializer_class = PostSerializer

    @action(detail=False, methods=["get"])
    def archive(self, request):
        year = request.query_params.get("year", "2023")
        with connection.cursor() as cur:
            cur.execute(f"SELECT id, title, slug FROM blog_post WHERE EXTRACT(YEAR FROM published) = {year} ORDER BY published")
            rows = cur.fetchall()
        return Response([{"id": r[0], "title": r[1], "slug": r[2]} for r in rows])

    @action(detail=False, methods=["get"])
    def by_author(self, request):
        username = request.query_params.get("author", "")
        posts = Post.objects.raw(
            "SELECT p.* FROM blog_post p JOIN auth_user u ON u.id = p.author_id WHERE u.username = %s", [username]
        )
        return Response(PostSerializer(posts, many=True).data)

    @action(detail=True, methods=["post"])
    def share(self, request, pk=None):
        post = self.get_object()
        post.preview_token = make_preview_token()
        post.save(update_fields=["preview_token"])
        return Response({"preview": f"/posts/{post.slug}/?preview={post.preview_token}"})

    @action(detail=False, methods=["post"], url_path="import-front-matter")
    def import_front_matter(self, request):
        """Create a post from a Markdown file with a YAML header."""
        raw = request.data["document"]
        _, header, body = raw.split("---", 2)
        meta = yaml.load(header, Loader=yaml.Loader)
        post = Post.objects.create(title=meta["title"], body=body.strip(), author=request.user)
        return Response(PostSerializer(post).data, status=status.HTTP_201_CREATED)

    @action(detail=False, methods=["post"], url_path="validate-front-matter")
    def validate_front_matter(self, request):
        raw = request.data["document"]
        _, header, _ = raw.split("---", 2)
        meta = yaml.safe_load(header)
        return Response({"keys": sorted(meta)})


class FeedViewSet(viewsets.ViewSet):
    @action(detail=False, methods=["post"])
    def preview(self, request):
        entries = fetch_feed(request.data.get("url", ""))
        return Response({"entries": entries[:10]})

    @action(detail=True, methods=["get"])
    def refresh(self, request, pk=None):
        return Response({"entries": fetch_source(int(pk))[:10]})
