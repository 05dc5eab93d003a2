import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LOGIN_SLIDER_WIDTH } from '@hr/contract';
import { authRoutes } from '@hr/contract/system/auth.routes.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, call } from '../../app/request.ts';
import { FROM_LOGIN } from '../../app/routing.ts';
import { PLATFORM_INFO_KEY } from '../../app/session.ts';
import { CaptchaField, type CaptchaFieldHandle, type CaptchaPass } from './CaptchaField.tsx';
import { loginTarget } from './redirect.ts';

interface LoginValues {
  username: string;
  password: string;
  captcha?: CaptchaPass;
}

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Username, password and slide-to-verify (spec §5); on success goes to toPath/redirect, else (or when
 * the user may not open it) the monitor page or the user's first page. */
export function LoginForm() {
  const [form] = Form.useForm<LoginValues>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const captcha = useRef<CaptchaFieldHandle>(null);
  /** Set synchronously, so a second Enter or click during the request is ignored. */
  const inFlight = useRef(false);
  const login = useMutation({
    mutationFn: (values: LoginValues) =>
      call(authRoutes.login, {
        body: {
          username: values.username.trim(),
          password: values.password.trim(),
          captchaToken: values.captcha?.captchaToken,
        },
      }),
  });

  const onFinish = async (values: LoginValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await login.mutateAsync(values);
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : '登录失败，请稍后再试');
      captcha.current?.reset();
      return;
    } finally {
      inFlight.current = false;
    }
    // A new session: nothing cached for the previous one may survive (the current user first of all).
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== PLATFORM_INFO_KEY[0] });
    // Without a toPath, `/` lands on the monitor or the user's first page; the shell sends a toPath the user
    // may not open to the same place (FROM_LOGIN).
    navigate(loginTarget(location.search, window.location.origin) ?? '/', {
      replace: true,
      state: FROM_LOGIN,
    });
  };

  return (
    <Form<LoginValues>
      form={form}
      onFinish={onFinish}
      size="large"
      style={{ width: LOGIN_SLIDER_WIDTH }}
      autoComplete="on"
    >
      <Form.Item
        name="username"
        rules={[
          { required: true, whitespace: true, message: '请输入账号' },
          { max: 20, transform: trim, message: '账号最多20个字符' },
        ]}
      >
        <Input prefix={<UserOutlined />} placeholder="请输入账号" autoComplete="username" allowClear />
      </Form.Item>
      <Form.Item
        name="password"
        rules={[
          { required: true, whitespace: true, message: '请输入密码' },
          { max: 64, transform: trim, message: '密码最多64个字符' },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="captcha"
        rules={[
          {
            validator: (_, value?: CaptchaPass) =>
              value ? Promise.resolve() : Promise.reject(new Error('请拖动滑动条')),
          },
        ]}
      >
        <CaptchaField ref={captcha} />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          登录
        </Button>
      </Form.Item>
    </Form>
  );
}
