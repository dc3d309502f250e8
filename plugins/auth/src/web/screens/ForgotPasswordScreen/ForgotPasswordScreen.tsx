import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from '../../components/AuthCard/AuthCard.tsx';
import { ForgotPasswordForm } from '../../components/ForgotPasswordForm/ForgotPasswordForm.tsx';

/** /forgot-password: request a reset link by e-mail. */
export default function ForgotPasswordScreen() {
  return (
    <AuthCard title="Forgot password">
      <ForgotPasswordForm
        footer={
          <Button variant="default" component={Link} to="/login">
            Back To Login
          </Button>
        }
      />
    </AuthCard>
  );
}
