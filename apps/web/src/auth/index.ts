// What the rest of the app uses of the auth feature (the router alone imports its screens): the session, and the
// signed-in user's menu and name.
export { useAuth } from './AuthProvider';
export { SignOutButton, UserMenu } from './UserMenu';
export { displayName } from './UserAvatar';
