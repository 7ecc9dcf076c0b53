from django.conf import settings
from django.contrib.auth import authenticate, login as auth_login
from django.contrib.auth.decorators import login_required
from django.core import signing
from django.http import HttpResponseRedirect, JsonResponse
from django.shortcuts import render, resolve_url
from django.utils.http import is_safe_url

from accounts import tokens
from accounts.backends import directory_search
from accounts.models import Profile


def login_view(request):
    if request.method == 'POST':
        user = authenticate(request, username=request.POST.get('username'), password=request.POST.get('password'))
        if user is not None:
            auth_login(request, user)
            redirect_to = request.POST.get('next', '')
            if not is_safe_url(redirect_to, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
                redirect_to = resolve_url(settings.LOGIN_REDIRECT_URL)
            return HttpResponseRedirect(redirect_to)
        return render(request, 'accounts/login.html', {'error': True, 'next': request.POST.get('next', '')})
    return render(request, 'accounts/login.html', {'next': request.GET.get('next', '')})


@login_required
def switch_company(request):
    company_id = int(request.GET['company'])
    if not request.user.profile.companies.filter(pk=company_id).exists():
        return JsonResponse({'error': 'forbidden'}, status=403)
    request.session['company_id'] = company_id
    return HttpResponseRedirect(request.GET.get('return_to', '/reports/'))


@login_required
def issue_api_token(request):
    token = tokens.generate_api_key()
    Profile.objects.filter(user=request.user).update(api_key_hash=tokens.hash_api_key(token))
    response = JsonResponse({'token': token})
    response.set_cookie('ledger_api', token, max_age=3600 * 24 * 30)
    return response


@login_required
def remember_device(request):
    value = signing.dumps({'uid': request.user.pk}, salt='ledger.remember')
    response = JsonResponse({'ok': True})
    response.set_cookie('ledger_remember', value, max_age=3600 * 24 * 60, secure=True, httponly=True)
    return response


@login_required
def people_search(request):
    term = request.GET.get('q', '').strip()
    if len(term) < 2:
        return JsonResponse({'results': []})
    return JsonResponse({'results': directory_search(term)})
